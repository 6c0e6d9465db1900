<?php

namespace App\Database;

use Illuminate\Database\Connectors\SQLiteConnector as FrameworkSQLiteConnector;

/**
 * The framework honours the connection's `transaction_mode` only on PHP 8.4 and later; before
 * that, its handles are ImmediateTransactionPdo.
 */
final class SQLiteConnector extends FrameworkSQLiteConnector
{
    /**
     * @param  array<int, mixed>  $options
     */
    protected function createPdoConnection($dsn, $username, #[\SensitiveParameter] $password, $options)
    {
        if (PHP_VERSION_ID >= 80400) {
            return parent::createPdoConnection($dsn, $username, $password, $options);
        }

        return new ImmediateTransactionPdo($dsn, $username, $password, $options);
    }
}
