<?php

// The named routes @routes sends to every page: those the pages build URLs for, not the
// internal ones (signed verification links, local storage, health checks).
return [
    'only' => [
        'home', 'watch', 'blips', 'search', 'channel', 'trending', 'music', 'news', 'gaming',
        'login', 'logout', 'register', 'password.request', 'password.email', 'password.store', 'password.confirm', 'password.update',
        'verification.notice', 'verification.send',
        'profile.edit', 'profile.update', 'profile.destroy', 'profile.export', 'profile.audience.update', 'profile.timezone.update', 'create-channel', 'channels.store', 'studio.*',
        'videos.*', 'comments.*', 'subscriptions.*', 'guest-library.merge',
        'notifications.*',
        'subscriptions', 'history', 'history.*', 'liked', 'watch-later', 'watch-later.*',
        'feedback', 'feedback.store', 'help', 'fashion', 'podcasts', 'store', 'parental-control',
        'settings', 'settings.*',
        'report-history', 'moderation.*',
    ],
];
