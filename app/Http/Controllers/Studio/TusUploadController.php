<?php

namespace App\Http\Controllers\Studio;

use App\Http\Controllers\Controller;
use App\Models\Upload;
use App\Uploads\CreateUpload;
use App\Uploads\Tus\ChunkWriter;
use App\Uploads\Tus\Tus;
use App\Uploads\Tus\TusException;
use App\Uploads\Tus\TusHeaders;
use App\Uploads\Tus\UploadMetadata;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;

/**
 * The studio's tus 1.0 endpoint: core protocol plus creation, creation-with-upload,
 * termination and expiration. Version checks and the Tus-Resumable stamp live in the
 * TusResumable middleware. A completed upload names its video in a Video-Id header.
 */
class TusUploadController extends Controller
{
    public function options(): Response
    {
        return response()->noContent(204, [
            'Tus-Version' => Tus::VERSION,
            'Tus-Extension' => Tus::EXTENSIONS,
            'Tus-Max-Size' => (string) config('uploads.max_size'),
        ]);
    }

    public function store(Request $request, CreateUpload $create, ChunkWriter $writer): Response
    {
        if ($request->headers->has('Upload-Defer-Length')) {
            throw TusException::badRequest('Uploads of unknown length are not supported: send Upload-Length.');
        }

        $length = TusHeaders::integer($request, 'Upload-Length')
            ?? throw TusException::badRequest('Upload-Length is required.');
        $metadata = UploadMetadata::parse($request->headers->get('Upload-Metadata'));

        $upload = $create->handle($request->user(), $length, $metadata);

        if (TusHeaders::carriesBytes($request)) {
            $writer->write($upload, 0, $request->getContent(true));
        }

        return response()->noContent(201, [
            // Relative, so it resolves against whatever host and port the page was served from.
            'Location' => route('studio.uploads.show', $upload->public_key, absolute: false),
            'Upload-Offset' => (string) $upload->upload_offset,
            ...self::expiry($upload),
            ...self::video($upload),
        ]);
    }

    public function show(string $key): Response
    {
        $upload = $this->find($key);
        Gate::authorize('view', $upload);
        self::ensureNotExpired($upload);

        $headers = [
            'Upload-Offset' => (string) $upload->upload_offset,
            'Upload-Length' => (string) $upload->upload_length,
            'Cache-Control' => 'no-store',
            ...self::expiry($upload),
            ...self::video($upload),
        ];

        if ($upload->metadata !== []) {
            $headers['Upload-Metadata'] = UploadMetadata::format($upload->metadata);
        }

        return response()->noContent(200, $headers);
    }

    public function update(Request $request, string $key, ChunkWriter $writer): Response
    {
        $upload = $this->find($key);
        Gate::authorize('update', $upload);
        self::ensureNotExpired($upload);

        if (! TusHeaders::carriesBytes($request)) {
            throw TusException::unsupportedMediaType();
        }

        $offset = TusHeaders::integer($request, 'Upload-Offset')
            ?? throw TusException::badRequest('Upload-Offset is required.');

        $writer->write($upload, $offset, $request->getContent(true));

        return response()->noContent(204, [
            'Upload-Offset' => (string) $upload->upload_offset,
            ...self::expiry($upload),
            ...self::video($upload),
        ]);
    }

    /**
     * Termination: an expired upload may be terminated too, which frees its space at once.
     */
    public function destroy(string $key): Response
    {
        $upload = $this->find($key);
        Gate::authorize('delete', $upload);

        $upload->delete();

        return response()->noContent();
    }

    private function find(string $key): Upload
    {
        return Upload::query()->where('public_key', $key)->firstOrFail();
    }

    private static function ensureNotExpired(Upload $upload): void
    {
        if ($upload->isExpired()) {
            throw TusException::gone();
        }
    }

    /**
     * @return array<string, string>
     */
    private static function expiry(Upload $upload): array
    {
        return $upload->isComplete() ? [] : ['Upload-Expires' => $upload->expires_at->toRfc7231String()];
    }

    /**
     * The video a completed upload became, on every response that can finish a transfer for
     * tus-js-client (the last PATCH, a POST carrying the whole file, the HEAD of a resumed
     * upload that was already complete): its onSuccess reads it from the last response.
     *
     * @return array<string, string>
     */
    private static function video(Upload $upload): array
    {
        if ($upload->video_id === null) {
            return [];
        }

        $upload->loadMissing('video:id,public_id');

        return $upload->video === null ? [] : ['Video-Id' => $upload->video->public_id];
    }
}
