<?php

namespace App\Help;

/**
 * The pages the spec lists that are not built yet (spec §2, static placeholder pages), each at
 * a clean path named like its route. The rest of that list are real pages now: History and
 * the settings sections.
 */
enum ComingSoonPage: string
{
    case Fashion = 'fashion';
    case Podcasts = 'podcasts';
    case Store = 'store';
    case ParentalControl = 'parental-control';

    /**
     * Where to go meanwhile, if anywhere: a route with its parameters.
     *
     * @return array{route: string, params: array<string, string>}|null
     */
    private function meanwhile(): ?array
    {
        return match ($this) {
            self::Fashion => ['route' => 'trending', 'params' => ['tab' => 'fashion']],
            self::ParentalControl => ['route' => 'help', 'params' => ['category' => 'policy']],
            self::Podcasts, self::Store => null,
        };
    }

    /**
     * @return array{title: string, body: string, badge: string, link: array{route: string, params: array<string, string>, label: string}|null}
     */
    public function props(): array
    {
        $meanwhile = $this->meanwhile();
        $key = 'coming-soon.'.$this->value.'.';

        return [
            'title' => __($key.'title'),
            'body' => __($key.'body'),
            'badge' => __('coming-soon.badge'),
            'link' => $meanwhile === null ? null : [...$meanwhile, 'label' => __($key.'link')],
        ];
    }
}
