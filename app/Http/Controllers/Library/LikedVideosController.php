<?php

namespace App\Http\Controllers\Library;

use App\Http\Controllers\Controller;
use App\Library\LibraryScroll;
use App\Library\LikedVideosPage;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class LikedVideosController extends Controller
{
    /**
     * /liked. Remove is the reaction route's DELETE. A guest's page comes empty; their browser
     * asks for the cards of its stored ids (`resolved`).
     */
    public function index(Request $request, LikedVideosPage $page): Response
    {
        $user = $request->user();

        return Inertia::render('Library/LikedVideos', [
            'videos' => $user === null ? null : LibraryScroll::of(fn () => $page->likes($user, $request)),
            'total' => $user === null ? 0 : fn () => $page->count($user),
            'resolved' => Inertia::optional(fn () => $page->guestCards($request->query('videos'))),
        ]);
    }
}
