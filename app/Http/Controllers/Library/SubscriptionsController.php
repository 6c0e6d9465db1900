<?php

namespace App\Http\Controllers\Library;

use App\Http\Controllers\Controller;
use App\Http\Resources\SubscribedChannelResource;
use App\Library\LibraryScroll;
use App\Library\LibraryVideos;
use App\Library\SubscriptionsPage;
use App\Library\SubscriptionsTab;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class SubscriptionsController extends Controller
{
    /**
     * /subscriptions: `?tab=` picks the part and only that part is built; `?filter=` narrows
     * the channels. A guest's browser sends its channel ids as `?channels=` on partial reloads.
     */
    public function index(Request $request, SubscriptionsPage $page): Response
    {
        $user = $request->user();
        $tab = SubscriptionsTab::fromQuery($request->query('tab'));
        $filter = LibraryVideos::searchText($request->query('filter'));
        $guestIds = $request->query('channels');

        return Inertia::render('Library/Subscriptions', [
            'tab' => $tab->value,
            'tabs' => SubscriptionsTab::options(),
            'filter' => $filter,
            'count' => fn () => $page->count($user, $guestIds, $filter),
            ...($tab === SubscriptionsTab::Videos
                ? ['feed' => LibraryScroll::of(fn () => $page->videos($user, $guestIds, $request))]
                : ['channels' => LibraryScroll::of(fn () => $page->channels($user, $guestIds, $filter, $request), SubscribedChannelResource::class)]),
        ]);
    }
}
