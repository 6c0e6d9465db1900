<?php

namespace Inertia;

trait DefersProps
{
    protected bool $deferred = false;

    protected string $deferGroup = 'default';

    /**
     * Leave the prop out of the first response; the client asks for it,
     * together with the other props of its group, right after mounting.
     */
    public function defer(?string $group = null): static
    {
        $this->deferred = true;
        $this->deferGroup = $group ?? 'default';

        return $this;
    }

    public function shouldDefer(): bool
    {
        return $this->deferred;
    }

    public function group(): string
    {
        return $this->deferGroup;
    }
}
