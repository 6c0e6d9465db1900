<?php

namespace Inertia\Testing;

use Illuminate\Contracts\Foundation\Application;
use Illuminate\Foundation\Testing\Concerns\MakesHttpRequests;
use Illuminate\Testing\TestResponse;
use Inertia\Support\Header;

/**
 * A partial reload of a page, sent the way the client sends one.
 */
class ReloadRequest
{
    use MakesHttpRequests;

    protected Application $app;

    public function __construct(
        protected string $url,
        protected string $component,
        protected ?string $version,
        protected ?string $only = null,
        protected ?string $except = null,
        ?Application $app = null,
    ) {
        $this->app = $app ?? app();
    }

    /**
     * @return TestResponse<\Symfony\Component\HttpFoundation\Response>
     */
    public function __invoke(): TestResponse
    {
        $headers = [
            Header::INERTIA => 'true',
            Header::VERSION => (string) $this->version,
        ];

        if (! blank($this->only)) {
            $headers[Header::PARTIAL_COMPONENT] = $this->component;
            $headers[Header::PARTIAL_ONLY] = $this->only;
        }

        if (! blank($this->except)) {
            $headers[Header::PARTIAL_COMPONENT] = $this->component;
            $headers[Header::PARTIAL_EXCEPT] = $this->except;
        }

        return $this->get($this->url, $headers);
    }
}
