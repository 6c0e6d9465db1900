<?php

namespace App\Http\Controllers\Studio;

use App\Http\Controllers\Controller;
use App\Models\Channel;
use App\Models\User;
use App\Studio\ContentFilters;
use App\Studio\ContentPage;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class ContentController extends Controller
{
    public function __invoke(Request $request, ContentPage $page): Response
    {
        /** @var User $user */
        $user = $request->user();
        /** @var Channel $channel the studio middleware guarantees one */
        $channel = $user->channel;
        $filters = ContentFilters::fromQuery($request->query());

        return Inertia::render('Studio/Content', [
            'filters' => $filters->toArray(),
            // A closure, so the page's status polling (a partial reload of `videos`) reads only the rows.
            'videos' => fn () => $page->videos($channel, $filters),
        ]);
    }
}
