<?php

namespace App\Http\Controllers\Studio;

use App\Actions\DeleteVideo;
use App\Actions\RetryProcessing;
use App\Actions\UpdateVideoDetails;
use App\Enums\Visibility;
use App\Http\Controllers\Controller;
use App\Http\Requests\Studio\BulkVideoRequest;
use App\Http\Requests\Studio\UpdateVideoRequest;
use App\Models\Video;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;

/**
 * Writes on the creator's own videos, from the upload page, the edit page and the content table.
 */
class VideoController extends Controller
{
    public function update(UpdateVideoRequest $request, Video $video, UpdateVideoDetails $update): RedirectResponse
    {
        $update->handle($video, $request->details(), $request->thumbnail(), $request->thumbnailCandidate());

        return to_route('studio.content')->with('status', __('Video details saved.'));
    }

    public function destroy(Video $video, DeleteVideo $delete): RedirectResponse
    {
        Gate::authorize('delete', $video);

        $delete->handle($video);

        // Back to the table as it was filtered, unless the delete came from the video's own page.
        $previous = url()->previous();
        $target = str_starts_with($previous, route('studio.content')) ? $previous : route('studio.content');

        return redirect()->to($target)->with('status', __('Video deleted.'));
    }

    public function bulk(BulkVideoRequest $request, DeleteVideo $delete): RedirectResponse
    {
        $videos = $request->videos();

        if ($request->input('action') === 'delete') {
            $videos->each(fn (Video $video) => $delete->handle($video));

            return back()->with('status', trans_choice('{1} 1 video deleted.|[2,*] :count videos deleted.', $videos->count()));
        }

        $visibility = $request->enum('visibility', Visibility::class);
        DB::transaction(fn () => $videos->each(fn (Video $video) => $video->update(['visibility' => $visibility])));

        return back()->with('status', trans_choice('{1} 1 video updated.|[2,*] :count videos updated.', $videos->count()));
    }

    public function retry(Video $video, RetryProcessing $retry): RedirectResponse
    {
        Gate::authorize('update', $video);

        $retry->handle($video);

        return back()->with('status', __('Processing will start again shortly.'));
    }
}
