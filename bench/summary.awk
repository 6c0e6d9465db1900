# The figures of one target (-v name=NAME) in the samples bench/run.sh writes, one line a run:
# the target's name, req/s, p50 ms and p99 ms, then the req/s of the bare route's run made just
# before it. Prints the medians of its req/s, p50 and p99, and the median of its shares of those
# bare runs in per cent: a pair shares the moment's speed of the machine, a bare run from another
# moment does not.
function median(list,    count, sorted, i, j, t) {
    count = split(list, sorted, " ")
    for (i = 1; i <= count; i++) for (j = i + 1; j <= count; j++) if (sorted[j] + 0 < sorted[i] + 0) { t = sorted[i]; sorted[i] = sorted[j]; sorted[j] = t }
    return count % 2 ? sorted[(count + 1) / 2] : (sorted[count / 2] + sorted[count / 2 + 1]) / 2
}
$1 == name { rps = rps " " $2; p50 = p50 " " $3; p99 = p99 " " $4; share = share " " 100 * $2 / $5 }
END { printf "%.1f %.1f %.1f %.1f\n", median(rps), median(p50), median(p99), median(share) }
