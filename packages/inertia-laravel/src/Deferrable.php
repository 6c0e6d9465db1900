<?php

namespace Inertia;

interface Deferrable
{
    public function shouldDefer(): bool;

    public function group(): string;
}
