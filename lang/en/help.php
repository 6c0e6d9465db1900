<?php

/*
| The help centre (/help): its categories and articles, by id. An article names its category
| by id; the words after a colon are filled in from the app's real limits (HelpCenter).
*/
return [
    'all' => 'All',

    'categories' => [
        'account' => 'Account & Settings',
        'playback' => 'Videos & Playback',
        'creators' => 'Creator Support',
        'policy' => 'Policy & Safety',
        'billing' => 'Billing & Payments',
    ],

    'articles' => [
        'change-name-or-email' => [
            'question' => 'How do I change my name or e-mail address?',
            'answer' => 'Open Profile from the account menu (the round button with your initial at the top right), change your name or e-mail address under Profile Information and choose Save. A new e-mail address takes effect once you follow the confirmation link we send to it; until then you keep signing in with the old one.',
            'category' => 'account',
        ],
        'blurry-or-buffering' => [
            'question' => 'Why does a video look blurry or stop to load?',
            'answer' => 'The player picks the quality that suits your connection and keeps adjusting it as you watch, so the first seconds on a slow connection can look soft. If a video keeps stopping, pause it for a moment to let it load ahead. A video uploaded a few minutes ago may still be preparing its higher qualities: it sharpens once they are ready.',
            'category' => 'playback',
        ],
        'monetisation' => [
            'question' => 'What does my channel need to earn money from its videos?',
            'answer' => 'A channel can be monetised once it has at least :subscribers subscribers and :watch_hours hours of watch time in the last 12 months. The Analytics page of your studio shows how close your channel is to both.',
            'category' => 'creators',
        ],
        'longer-videos' => [
            'question' => 'How do I upload videos longer than :video_minutes minutes?',
            'answer' => 'Until your channel is verified, each video can be up to :video_minutes minutes long; a verified channel has no length limit. Verification confirms that a real person runs the channel: we text a one-time code to your phone and you enter it to verify. Phone verification is not open to everyone yet, so until it is, ask for it through Send feedback. Whatever its length, one upload can be up to :max_size, and blips up to :blip_limit long.',
            'category' => 'creators',
        ],
        'report-a-video' => [
            'question' => 'How do I report a video?',
            'answer' => 'Open the video\'s More actions menu and choose Report, pick the reason that fits best and add any details that help us understand the problem. You need to be signed in to report. Our moderators review every report, and Report history shows where each of yours stands.',
            'category' => 'policy',
        ],
        'parental-control' => [
            'question' => 'Can I choose what my children watch?',
            'answer' => 'Not yet: parental controls are on the way. Until they arrive, report any video that is not suitable for children and our moderators will review it.',
            'link' => 'What parental control will offer',
            'category' => 'policy',
        ],
        'does-it-cost' => [
            'question' => 'Do I have to pay to use Blipstream?',
            'answer' => 'No. Watching, subscribing, uploading and running a channel are free. Paid memberships and payouts to creators are not available yet; when they are, Billing and Payments in your settings will list your payment methods and purchases.',
            'category' => 'billing',
        ],
    ],
];
