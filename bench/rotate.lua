-- wrk script: requests the paths listed in a file in turn, one per request. With several
-- threads, thread k takes lines k, k + n, k + 2n, ... so no path is requested twice while
-- the list lasts. Arguments: the file, the number of threads.
local threads = 0

function setup(thread)
    thread:set("first", threads)
    threads = threads + 1
end

local paths, step, next_line = {}, 1, 0

function init(args)
    for line in io.lines(args[1]) do
        paths[#paths + 1] = line
    end
    step = tonumber(args[2]) or 1
    next_line = first or 0
end

function request()
    local path = paths[next_line % #paths + 1]
    next_line = next_line + step
    return wrk.format(nil, path)
end
