<?php

namespace App\Http\Controllers;

use App\Search\SearchFilters;
use App\Search\SearchPage;
use App\Search\SearchTerms;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class SearchController extends Controller
{
    public function __invoke(Request $request, SearchPage $page): Response
    {
        $query = trim($this->queryText($request, 'q'));
        $terms = SearchTerms::parse($query);
        $filters = SearchFilters::fromQuery($request->query());

        if ($terms->isEmpty()) {
            return Inertia::render('Search/Index', [
                'query' => $query,
                'filters' => $filters->toArray(),
                'channels' => [],
                'videos' => null,
                'channelResults' => null,
            ]);
        }

        $viewer = $request->user();

        return Inertia::render('Search/Index', [
            'query' => $query,
            'filters' => $filters->toArray(),
            // Channels head an unfiltered search's first page; later pages load just the next rows.
            'channels' => fn () => $page->topChannels($terms, $filters, $viewer),
            'videos' => $filters->wantsChannels() ? null : Inertia::scroll(fn () => $page->videos($terms, $filters)),
            'channelResults' => $filters->wantsChannels() ? Inertia::scroll(fn () => $page->channels($terms, $filters, $viewer)) : null,
        ]);
    }
}
