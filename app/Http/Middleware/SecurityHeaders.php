<?php

namespace App\Http\Middleware;

use App\Media\PrivateMedia;
use App\Media\PublicMedia;
use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Vite;
use Symfony\Component\HttpFoundation\Response;

/**
 * The browser-side defences of every response. The Content-Security-Policy lets through only
 * the scripts this request printed (they carry its nonce) and the bundles of our own origin,
 * so markup smuggled into a page cannot run.
 */
class SecurityHeaders
{
    /**
     * What the player and the share buttons use stays on for our own pages; everything else
     * is off, for us and for anything we might embed.
     */
    private const PERMISSIONS = [
        'autoplay' => 'self',
        'fullscreen' => 'self',
        'picture-in-picture' => 'self',
        'clipboard-write' => 'self',
        'accelerometer' => '',
        'camera' => '',
        'display-capture' => '',
        'geolocation' => '',
        'gyroscope' => '',
        'magnetometer' => '',
        'microphone' => '',
        'midi' => '',
        'payment' => '',
        'usb' => '',
    ];

    public function handle(Request $request, Closure $next): Response
    {
        $nonce = Vite::useCspNonce();

        $response = $next($request);

        // PHP's banner tells a prober which version's holes to try.
        header_remove('X-Powered-By');

        $headers = $response->headers;
        $headers->set('X-Content-Type-Options', 'nosniff');
        $headers->set('Referrer-Policy', 'strict-origin-when-cross-origin');
        $headers->set('Permissions-Policy', implode(', ', array_map(
            fn (string $feature, string $allow) => "{$feature}=({$allow})",
            array_keys(self::PERMISSIONS),
            self::PERMISSIONS,
        )));

        // Asked after the inner middleware ran, so a trusted proxy's X-Forwarded-Proto counts.
        if ($request->isSecure()) {
            $headers->set('Strict-Transport-Security', 'max-age=31536000');
        }

        // Laravel's debug page (APP_DEBUG on, a server error) is a developer's page with
        // inline scripts of its own; every page a visitor can meet gets the policy.
        if (! (config('app.debug') && $response->getStatusCode() >= 500)) {
            $headers->set('Content-Security-Policy', $this->policy($nonce));
        }

        return $response;
    }

    private function policy(string $nonce): string
    {
        // The public media's origin (a CDN, a bucket) and the one the private media route
        // redirects to (signed URLs of a bucket), when they are not our own.
        $media = array_unique(array_filter([PublicMedia::origin(), PrivateMedia::origin()]));
        [$devServer, $devSocket] = $this->viteDevServer();

        $directives = [
            'default-src' => ["'self'"],
            'script-src' => ["'self'", "'nonce-{$nonce}'", $devServer],
            // React sets style attributes (progress bars, carousel offsets) and Vite's dev
            // client injects <style> elements; a style cannot run code, so inline styles are
            // an accepted risk where inline scripts are not.
            'style-src' => ["'self'", "'unsafe-inline'", $devServer],
            'img-src' => ["'self'", ...$media, $devServer],
            // hls.js plays through a MediaSource the video element reads from a blob: URL.
            'media-src' => ["'self'", 'blob:', ...$media],
            'connect-src' => ["'self'", ...$media, $devServer, $devSocket],
            // hls.js transmuxes in a worker it starts from a blob: URL.
            'worker-src' => ["'self'", 'blob:'],
            'font-src' => ["'self'", $devServer],
            'object-src' => ["'none'"],
            'base-uri' => ["'self'"],
            'form-action' => ["'self'"],
            'frame-ancestors' => ["'none'"],
        ];

        return implode('; ', array_map(
            fn (string $name, array $sources) => $name.' '.implode(' ', array_filter($sources)),
            array_keys($directives),
            $directives,
        ));
    }

    /**
     * The origin of `npm run dev` and of its hot-reload socket, while it runs (public/hot).
     *
     * @return array{0: ?string, 1: ?string}
     */
    private function viteDevServer(): array
    {
        if (! Vite::isRunningHot()) {
            return [null, null];
        }

        $url = rtrim((string) file_get_contents(Vite::hotFile()));

        return [$url, (string) preg_replace('#^http#', 'ws', $url)];
    }
}
