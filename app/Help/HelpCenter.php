<?php

namespace App\Help;

use App\Studio\AnalyticsPage;
use Carbon\CarbonInterval;
use Illuminate\Support\Number;

/**
 * The help centre's categories and articles (lang/{locale}/help.php), with the figures in
 * them taken from the app's real limits, so that the answers stay true when a limit changes.
 */
final class HelpCenter
{
    public const ALL = 'all';

    /** Articles that lead on to a page of the app: article id => route name. */
    private const LINKS = [
        'parental-control' => 'parental-control',
    ];

    /**
     * The category filters: All, then the categories in their order.
     *
     * @return list<array{value: string, label: string}>
     */
    public function categories(): array
    {
        $categories = [['value' => self::ALL, 'label' => __('help.all')]];
        foreach ($this->categoryLabels() as $id => $label) {
            $categories[] = ['value' => $id, 'label' => $label];
        }

        return $categories;
    }

    /**
     * A category id from the query string; anything else reads as All.
     */
    public function category(mixed $requested): string
    {
        return is_string($requested) && array_key_exists($requested, $this->categoryLabels()) ? $requested : self::ALL;
    }

    /**
     * @return list<array{id: string, question: string, answer: string, category: string, link: array{route: string, label: string}|null}>
     */
    public function articles(): array
    {
        /** @var array<string, array{question: string, answer: string, category: string, link?: string}> $articles */
        $articles = __('help.articles');
        $figures = $this->figures();

        $list = [];
        foreach ($articles as $id => $article) {
            $key = 'help.articles.'.$id.'.';
            $list[] = [
                'id' => $id,
                'question' => __($key.'question', $figures),
                'answer' => __($key.'answer', $figures),
                'category' => $article['category'],
                'link' => isset($article['link'], self::LINKS[$id]) ? ['route' => self::LINKS[$id], 'label' => $article['link']] : null,
            ];
        }

        return $list;
    }

    /**
     * @return array<string, string>
     */
    private function categoryLabels(): array
    {
        /** @var array<string, string> */
        return __('help.categories');
    }

    /**
     * The figures the answers quote, written the way the visitor's language writes numbers.
     *
     * @return array<string, string>
     */
    private function figures(): array
    {
        $locale = app()->getLocale();
        $videoSeconds = (int) config('uploads.max_unverified_video_seconds');

        return Number::withLocale($locale, fn () => [
            'subscribers' => (string) Number::format(AnalyticsPage::MONETISATION_SUBSCRIBERS),
            'watch_hours' => (string) Number::format(AnalyticsPage::MONETISATION_WATCH_HOURS),
            'video_minutes' => (string) Number::format($videoSeconds / 60, maxPrecision: 1),
            'max_size' => Number::fileSize((int) config('uploads.max_size'), maxPrecision: 1),
            'blip_limit' => CarbonInterval::seconds((int) config('uploads.max_short_seconds'))->cascade()->locale($locale)->forHumans(),
        ]);
    }
}
