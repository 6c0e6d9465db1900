<?php

namespace Inertia;

use Illuminate\Support\Facades\App;

/**
 * A prop the client remembers once it has it: later visits name its key in
 * X-Inertia-Except-Once-Props and the server neither resolves nor sends it again,
 * until it expires, is refreshed, or is asked for by a partial reload.
 */
class OnceProp
{
    /**
     * @var callable
     */
    protected $callback;

    protected ?string $key = null;

    protected ?int $expiresAt = null;

    protected bool $refresh = false;

    public function __construct(callable $callback)
    {
        $this->callback = $callback;
    }

    public function __invoke(): mixed
    {
        return App::call($this->callback);
    }

    /** The key the client remembers it under; the prop's path unless set. */
    public function as(string $key): static
    {
        $this->key = $key;

        return $this;
    }

    /**
     * Remember it only for this long.
     */
    public function until(\DateTimeInterface|\DateInterval|int $ttl): static
    {
        $expiresAt = match (true) {
            $ttl instanceof \DateTimeInterface => $ttl->getTimestamp(),
            $ttl instanceof \DateInterval => (new \DateTimeImmutable)->add($ttl)->getTimestamp(),
            default => time() + $ttl,
        };
        $this->expiresAt = $expiresAt * 1000;

        return $this;
    }

    /** Send it again even though the client has it. */
    public function fresh(bool $refresh = true): static
    {
        $this->refresh = $refresh;

        return $this;
    }

    public function key(string $path): string
    {
        return $this->key ?? $path;
    }

    /** Milliseconds since the epoch, as the client compares with Date.now(). */
    public function expiresAt(): ?int
    {
        return $this->expiresAt;
    }

    public function shouldRefresh(): bool
    {
        return $this->refresh;
    }
}
