<?php

namespace App\Http\Controllers\Help;

use App\Help\ComingSoonPage;
use App\Http\Controllers\Controller;
use Inertia\Inertia;
use Inertia\Response;

/**
 * A page that is not built yet, inside the frame (never a 404): which one is the route's
 * `page` default (routes/support.php).
 */
class ComingSoonController extends Controller
{
    public function __invoke(ComingSoonPage $page): Response
    {
        return Inertia::render('ComingSoon', $page->props());
    }
}
