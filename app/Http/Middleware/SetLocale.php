<?php

namespace App\Http\Middleware;

use App\Enums\Language;
use Closure;
use Illuminate\Contracts\Translation\HasLocalePreference;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\App;
use Symfony\Component\HttpFoundation\Response;

/**
 * Speaks the language the visitor chose: an account's setting, a guest's cookie, else the
 * browser's Accept-Language on a first visit.
 */
class SetLocale
{
    public const COOKIE = 'locale';

    public function handle(Request $request, Closure $next): Response
    {
        $locale = $this->chosen($request) ?? $request->getPreferredLanguage(Language::locales()) ?? 'en';

        App::setLocale($locale);
        Carbon::setLocale($locale);

        return $next($request);
    }

    private function chosen(Request $request): ?string
    {
        $user = $request->user();
        $choice = $user instanceof HasLocalePreference
            ? $user->preferredLocale()
            : $request->cookie(self::COOKIE);

        return is_string($choice) ? Language::tryFrom($choice)?->value : null;
    }
}
