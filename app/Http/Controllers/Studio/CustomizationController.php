<?php

namespace App\Http\Controllers\Studio;

use App\Actions\UpdateChannelCustomization;
use App\Channels\HandleAvailability;
use App\Http\Controllers\Controller;
use App\Http\Requests\Studio\CheckHandleRequest;
use App\Http\Requests\Studio\UpdateCustomizationRequest;
use App\Models\Channel;
use App\Models\User;
use App\Studio\CustomizationPage;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response;

/**
 * The channel's customization (spec §2): Layout, Branding and Basic info, saved together.
 */
class CustomizationController extends Controller
{
    public function edit(Request $request, CustomizationPage $page): Response
    {
        /** @var User $user */
        $user = $request->user();
        /** @var Channel $channel the studio middleware guarantees one */
        $channel = $user->channel;
        Gate::authorize('update', $channel);

        return Inertia::render('Studio/Customization', [
            'tab' => CustomizationPage::tab($request->query('tab')),
            'customization' => fn () => $page->customization($channel),
            'videoChoices' => Inertia::optional(fn () => $page->videoChoices($channel, $request->query('video_search'))),
            'channelChoices' => Inertia::optional(fn () => $page->channelChoices($channel, $request->query('channel_search'))),
        ]);
    }

    public function update(UpdateCustomizationRequest $request, UpdateChannelCustomization $update): RedirectResponse
    {
        $update->handle($request->channel(), $request->attributesToSave(), $request->newHandle(), $request->imageChanges());

        return to_route('studio.customization', array_filter(['tab' => $this->tabOf($request)]))
            ->with('status', __('Changes saved.'));
    }

    /**
     * Whether the handle being typed is free: `{handle, available, message}`.
     */
    public function checkHandle(CheckHandleRequest $request, HandleAvailability $availability): JsonResponse
    {
        $handle = $request->typedHandle();
        $problem = $availability->problem($request->channel(), $handle);

        return response()->json(['handle' => $handle, 'available' => $problem === null, 'message' => $problem]);
    }

    /** The tab the owner saved from, to come back to; none for the default. */
    private function tabOf(Request $request): ?string
    {
        $tab = CustomizationPage::tab($request->query('tab'));

        return $tab === CustomizationPage::TABS[0] ? null : $tab;
    }
}
