<?php

namespace App\Providers;

use App\Database\PostgresConnection;
use App\Database\SQLiteConnector;
use App\Models\User;
use Illuminate\Database\Connection;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\URL;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->bind('db.connector.sqlite', SQLiteConnector::class);
        Connection::resolverFor('pgsql', fn ($pdo, string $database, string $prefix, array $config) => new PostgresConnection($pdo, $database, $prefix, $config));
    }

    public function boot(): void
    {
        Model::shouldBeStrict(! $this->app->environment('production'));

        // Every absolute link (mails, redirects, Ziggy's base URL) points at the configured
        // address, never at whatever Host header a request carried.
        URL::useOrigin(config('app.url'));
        if (str_starts_with((string) config('app.url'), 'https://')) {
            URL::forceScheme('https');
        }

        // The /moderation pages (routes/moderation.php): reports, feedback.
        Gate::define('moderate', fn (User $user) => $user->is_moderator);
    }
}
