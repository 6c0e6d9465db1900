#!/usr/bin/env bash
# compare.sh SMALLER BIGGER: sets two saved reports of bench/run.sh side by side, a smaller
# catalogue's and a bigger one's, and checks issue 9's goals for the bigger: p99 under 100 ms,
# every page at least 50 % of the bare route's throughput, p50 grown at most 1.3 times. Those
# are timings of a shared machine, so a miss is reported; a page whose number of queries
# differs between the two is a defect, and fails the comparison.
set -euo pipefail
awk -v small="$1" '
    # A page row: name, req/s, p50, p99, "NN%", queries, path…
    $5 ~ /%$/ && $2 ~ /^[0-9.]+$/ {
        if (FILENAME == small) { p50[$1] = $3; queries[$1] = $6; next }
        if (!($1 in p50)) next
        pages[++n] = $1; big_p50[$1] = $3; big_p99[$1] = $4; bare[$1] = $5 + 0; big_queries[$1] = $6
    }
    END {
        printf "%-14s %9s %9s %7s %9s %7s %8s  %s\n", "page", "p50 small", "p50 big", "growth", "p99 big", "vs bare", "queries", "goals missed"
        for (i = 1; i <= n; i++) {
            page = pages[i]
            growth = p50[page] > 0 ? big_p50[page] / p50[page] : 0
            missed = ""
            if (big_p99[page] >= 100) missed = missed " p99"
            if (page !~ /^bare/ && bare[page] < 50) missed = missed " bare"
            if (growth > 1.3) missed = missed " growth"
            if (queries[page] != big_queries[page]) { missed = missed " QUERIES"; failed = 1 }
            printf "%-14s %9.1f %9.1f %6.2fx %9.1f %6d%% %8s  %s\n", page, p50[page], big_p50[page], growth, big_p99[page], bare[page],
                queries[page] == big_queries[page] ? queries[page] : queries[page] "/" big_queries[page], missed == "" ? "none" : substr(missed, 2)
        }
        if (failed) { print "The number of queries of a page grew with the catalogue." > "/dev/stderr"; exit 1 }
    }' "$1" "$2"
