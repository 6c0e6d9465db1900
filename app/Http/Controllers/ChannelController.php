<?php

namespace App\Http\Controllers;

use App\Actions\CreateChannel;
use App\Channels\ChannelPage;
use App\Channels\ChannelTab;
use App\Http\Requests\Channel\StoreChannelRequest;
use App\Http\Resources\ChannelResource;
use App\Models\Channel;
use App\Models\User;
use App\Support\MetaDescription;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

class ChannelController extends Controller
{
    public function create(Request $request): Response|RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        if ($user->cannot('create', Channel::class)) {
            return to_route('studio.dashboard');
        }

        return Inertia::render('Channel/Create');
    }

    public function store(StoreChannelRequest $request, CreateChannel $createChannel): RedirectResponse
    {
        /** @var User $user */
        $user = $request->user();

        $createChannel->handle($user, $request->channelData(), $request->profile(), $request->banner());

        return to_route('studio.dashboard')->with('status', 'channel-created');
    }

    /**
     * The public channel page at /channel/{@handle, handle or id}. The `?tab=` query picks
     * the tab, and only that tab's content is built: switching tabs is a partial reload. A
     * handle the channel gave up lately redirects to the current one.
     */
    public function show(Request $request, string $channel, ChannelPage $page): Response
    {
        $found = $page->find($channel, (string) $request->getQueryString());
        /** @var User|null $visitor */
        $visitor = $request->user();
        $tabs = $page->tabs($found, $visitor);
        $tab = ChannelTab::fromQuery($request->query('tab'));
        // A tab the owner keeps private shows what an unknown one does.
        $tab = in_array($tab, $tabs, true) ? $tab : ChannelTab::Videos;

        return Inertia::render('Channel/Show', [
            'channel' => new ChannelResource($found),
            'metaDescription' => MetaDescription::of($found->description),
            'tab' => $tab->value,
            'tabs' => array_map(fn (ChannelTab $shown) => $shown->value, $tabs),
            'privateTabs' => array_map(fn (ChannelTab $shown) => $shown->value, $page->privateTabs($found, $visitor)),
            'viewer' => fn () => $page->viewer($found, $visitor),
            $tab->prop() => $page->tab($found, $tab, $visitor),
        ]);
    }
}
