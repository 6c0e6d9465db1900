<?php

namespace App\Enums;

enum NotificationLevel: string
{
    case All = 'all';
    case Personalized = 'personalized';
    case None = 'none';
}
