<?php

namespace Inertia;

/**
 * Compiles the @inertia and @inertiaHead Blade directives.
 */
class Directive
{
    /**
     * The page object goes into a JSON script element the client reads at
     * boot, followed by the element the app mounts on.
     */
    public static function compile(string $expression = ''): string
    {
        $id = trim(trim($expression), "\\'\"") ?: 'app';

        return '<?php echo \\Inertia\\Directive::render($page, '.var_export($id, true).'); ?>';
    }

    /**
     * Without server-side rendering there is no head markup to add.
     */
    public static function compileHead(string $expression = ''): string
    {
        return '';
    }

    /**
     * @param  array<string, mixed>  $page
     */
    public static function render(array $page, string $id = 'app'): string
    {
        $id = e($id);

        return '<script data-page="'.$id.'" type="application/json">'.static::encodePage($page).'</script>'
            .'<div id="'.$id.'"></div>';
    }

    /**
     * Hex-escaping <, > and & keeps any string in the props from closing the
     * script element ("</script>") or opening a comment inside it; the JSON
     * parser reads the escapes back as the same characters.
     *
     * @param  array<string, mixed>  $page
     */
    public static function encodePage(array $page): string
    {
        return json_encode($page, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);
    }
}
