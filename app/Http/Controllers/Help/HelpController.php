<?php

namespace App\Http\Controllers\Help;

use App\Help\HelpCenter;
use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/**
 * The help centre (/help): the articles with their category filters; searching them happens
 * in the page, over the handful of articles it already has.
 */
class HelpController extends Controller
{
    public function __invoke(Request $request, HelpCenter $help): Response
    {
        return Inertia::render('Help/Index', [
            'categories' => $help->categories(),
            'category' => $help->category($request->query('category')),
            'articles' => $help->articles(),
        ]);
    }
}
