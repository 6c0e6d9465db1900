<?php

namespace App\Providers;

use Closure;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\ServiceProvider;
use Symfony\Component\HttpFoundation\Response;

/**
 * One named limiter per action, so that one action's counter never blocks another (nine
 * likes used to block a comment). Signed-in writers are counted per account and per IP, so
 * neither many accounts behind one address nor one account from many addresses gets round
 * a limit; guests per IP, with an account's allowance.
 *
 * A refusal reads like a validation error on the form's own field, with Retry-After.
 */
class RateLimitServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        $this->limit('watch-progress', 'position', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        $this->limit('reactions', 'type', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        $this->limit('comments', 'body', fn (Request $request) => self::perAccountAndIp($request, 10, 30));
        $this->limit('comment-replies', 'page', fn (Request $request) => self::perAccountAndIp($request, 120, 240));
        // The studio's comment moderation: a row's heart, pin, approve or delete, the selection's, a reply.
        $this->limit('comment-moderation', fn (Request $request) => $request->routeIs('studio.comments.reply') ? 'body' : 'comments', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        $this->limit('subscriptions', 'level', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        $this->limit('not-interested', 'video', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        // Removing from, clearing and pausing History; saving to Watch later.
        $this->limit('library', fn (Request $request) => $request->routeIs('history.pause') ? 'paused' : 'video', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        // The header's bell: fetching its list and marking it read, once each per opening.
        $this->limit('notifications', 'through', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        $this->limit('reports', 'reason', fn (Request $request) => self::perAccountAndIp($request, 10, 30));
        // A moderator's decisions on reported videos.
        $this->limit('moderation', 'decision', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        $this->limit('guest-library', 'guest_library', fn (Request $request) => self::perAccountAndIp($request, 10, 30));
        // Each channel creation decodes and re-encodes up to two images.
        $this->limit('channels', 'name', fn (Request $request) => self::perAccountAndIp($request, 10, 20));
        // Each save may decode and re-encode two images; the handle check runs as the owner types.
        $this->limit('channel-customization', 'customization', fn (Request $request) => self::perAccountAndIp($request, 10, 30));
        $this->limit('handle-check', 'handle', fn (Request $request) => self::perAccountAndIp($request, 60, 120));
        $this->limit('profile', 'email', fn (Request $request) => self::perAccountAndIp($request, 6, 20));
        // The profile's Audience section and the time zone the browser reports.
        $this->limit('account-settings', fn (Request $request) => $request->routeIs('profile.timezone.update') ? 'timezone' : 'birth_year', fn (Request $request) => self::perAccountAndIp($request, 10, 30));
        // Saving a section of /settings, or the header's theme toggle.
        $this->limit('settings', 'settings', fn (Request $request) => self::perAccountAndIp($request, 30, 60));
        // Each download gathers the whole account.
        $this->limit('data-export', 'export', fn (Request $request) => self::perAccountAndIp($request, 3, 10));
        // Send Feedback is open to signed-out visitors and carries up to 50 MB of files: a few an hour.
        $this->limit('feedback', 'feedback', fn (Request $request) => self::perAccountAndIpPerHour($request, 10, 30));
        $this->limit('registration', 'email', fn (Request $request) => [Limit::perMinute(6)->by('ip:'.$request->ip())]);
        $this->limit('password-reset', 'email', fn (Request $request) => [Limit::perMinute(6)->by('ip:'.$request->ip())]);
        $this->limit('verification', 'email', fn (Request $request) => self::perAccountAndIp($request, 6, 20));
        // Confirming, changing and deleting with the current password share one counter, so
        // guessing cannot alternate between them.
        $this->limit(
            'password-check',
            fn (Request $request) => $request->routeIs('password.update') ? 'current_password' : 'password',
            fn (Request $request) => self::perAccountAndIp($request, 6, 20),
        );
    }

    /**
     * @param  string|Closure(Request): string  $field  the form field the refusal is reported on
     * @param  Closure(Request): list<Limit>  $limits
     */
    private function limit(string $name, string|Closure $field, Closure $limits): void
    {
        RateLimiter::for($name, function (Request $request) use ($field, $limits) {
            $field = is_string($field) ? $field : $field($request);

            return array_map(
                fn (Limit $limit) => $limit->response(fn (Request $request, array $headers) => self::refuse($request, $field, $headers)),
                $limits($request),
            );
        });
    }

    /**
     * @return list<Limit>
     */
    private static function perAccountAndIp(Request $request, int $perAccount, int $perIp): array
    {
        $user = $request->user();

        // A guest is one visitor at their address: they get what an account gets.
        return $user === null
            ? [Limit::perMinute($perAccount)->by('ip:'.$request->ip())]
            : [Limit::perMinute($perAccount)->by('user:'.$user->getAuthIdentifier()), Limit::perMinute($perIp)->by('ip:'.$request->ip())];
    }

    /**
     * perAccountAndIp's allowances, counted over an hour.
     *
     * @return list<Limit>
     */
    private static function perAccountAndIpPerHour(Request $request, int $perAccount, int $perIp): array
    {
        $user = $request->user();

        return $user === null
            ? [Limit::perHour($perAccount)->by('ip:'.$request->ip())]
            : [Limit::perHour($perAccount)->by('user:'.$user->getAuthIdentifier()), Limit::perHour($perIp)->by('ip:'.$request->ip())];
    }

    /**
     * @param  array<string, int|string>  $headers
     */
    private static function refuse(Request $request, string $field, array $headers): Response
    {
        $message = __('Too many attempts. Please try again in :seconds seconds.', ['seconds' => $headers['Retry-After'] ?? 60]);

        if ($request->expectsJson() && ! $request->header('X-Inertia')) {
            return response()->json(['message' => $message, 'errors' => [$field => [$message]]], Response::HTTP_TOO_MANY_REQUESTS, $headers);
        }

        return back()->withErrors([$field => $message])->withHeaders($headers);
    }
}
