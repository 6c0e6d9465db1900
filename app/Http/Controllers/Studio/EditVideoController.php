<?php

namespace App\Http\Controllers\Studio;

use App\Enums\CaptionLanguage;
use App\Http\Controllers\Controller;
use App\Http\Resources\CaptionTrackResource;
use App\Http\Resources\StudioVideoResource;
use App\Models\Video;
use App\Studio\UploadCategories;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response;

/**
 * The details form for one of the channel's videos: what the upload page asks for, filled in.
 */
class EditVideoController extends Controller
{
    public function __invoke(Request $request, Video $video): Response
    {
        Gate::authorize('update', $video);

        // Built only when the response carries them: while the video processes, the page
        // polls for the video alone.
        return Inertia::render('Studio/EditVideo', [
            'video' => fn () => new StudioVideoResource($video->load('upload')),
            'categories' => fn () => UploadCategories::options(),
            'captions' => fn () => CaptionTrackResource::collection($video->captions)->resolve($request),
            'captionLanguages' => fn () => CaptionLanguage::options(),
        ]);
    }
}
