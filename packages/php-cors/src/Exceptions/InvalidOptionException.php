<?php

namespace Fruitcake\Cors\Exceptions;

final class InvalidOptionException extends \RuntimeException
{
}
