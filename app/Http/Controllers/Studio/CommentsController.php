<?php

namespace App\Http\Controllers\Studio;

use App\Http\Controllers\Controller;
use App\Models\Channel;
use App\Models\User;
use App\Studio\CommentFilters;
use App\Studio\CommentsPage;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class CommentsController extends Controller
{
    public function __invoke(Request $request, CommentsPage $page): Response
    {
        /** @var User $user */
        $user = $request->user();
        /** @var Channel $channel the studio middleware guarantees one */
        $channel = $user->channel;
        $filters = CommentFilters::fromQuery($request->query());

        return Inertia::render('Studio/Comments', [
            'filters' => $filters->toArray(),
            'comments' => fn () => $page->comments($channel, $filters),
            'counts' => fn () => $page->counts($channel),
            'videos' => fn () => $page->videos($channel, $filters),
        ]);
    }
}
