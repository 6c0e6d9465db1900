<?php

namespace App\Backups;

use RuntimeException;

/**
 * A backup or restore that cannot go on, with a message that tells the operator why.
 */
final class BackupFailed extends RuntimeException
{
}
