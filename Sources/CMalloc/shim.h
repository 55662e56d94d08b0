// glibc's malloc tuning (mallopt), which Swift's Glibc module does not bring in.
#if defined(__linux__)
#include <malloc.h>
#endif
