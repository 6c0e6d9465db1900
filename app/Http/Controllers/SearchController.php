<?php

namespace App\Http\Controllers;

use App\Http\Resources\CachedResourcePage;
use App\Http\Resources\ChannelCardResource;
use App\Http\Resources\VideoCardResource;
use App\Search\CatalogueSearch;
use App\Search\SearchCache;
use App\Search\SearchTerms;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class SearchController extends Controller
{
    public function __invoke(Request $request, CatalogueSearch $search): Response
    {
        $query = trim($this->queryText($request, 'q'));
        $terms = SearchTerms::parse($query);

        if ($terms->isEmpty()) {
            return Inertia::render('Search/Index', [
                'query' => $query,
                'channels' => [],
                'videos' => null,
            ]);
        }

        return Inertia::render('Search/Index', [
            'query' => $query,
            // Channels head the first page only; later pages load just the next videos.
            'channels' => fn () => SearchCache::remember($terms, 'channels', fn () => ChannelCardResource::collection($search->channels($terms))->resolve()),
            'videos' => Inertia::scroll(fn () => CachedResourcePage::remember(
                SearchCache::key($terms, 'videos'),
                SearchCache::TTL,
                fn () => $search->videos($terms),
                VideoCardResource::class,
            )),
        ]);
    }
}
