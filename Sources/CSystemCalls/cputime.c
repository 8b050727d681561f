#include "CSystemCalls.h"

#include <sys/time.h>

int higsite_limit_cpu_time(unsigned int milliseconds) {
    struct itimerval timer = {
        .it_interval = { 0, 0 },
        .it_value = { (time_t)(milliseconds / 1000), (suseconds_t)(milliseconds % 1000) * 1000 },
    };
    return setitimer(ITIMER_PROF, &timer, 0);
}
