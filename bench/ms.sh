#!/usr/bin/env bash
# Converts one of wrk's latency figures (850.00us, 12.34ms, 1.20s) to milliseconds.
awk -v v="$1" 'BEGIN {
    n = v + 0
    if (v ~ /us$/) n /= 1000
    else if (v ~ /ms$/) n = n
    else if (v ~ /s$/) n *= 1000
    printf "%.1f", n
}'
