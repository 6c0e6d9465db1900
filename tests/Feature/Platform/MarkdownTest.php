<?php

namespace Tests\Feature\Platform;

use Illuminate\Support\Str;
use League\Config\Exception\ConfigurationExceptionInterface;
use League\Config\Exception\ValidationException;
use Tests\TestCase;

class MarkdownTest extends TestCase
{
    public function test_markdown_renders_headings_emphasis_and_links(): void
    {
        $html = Str::markdown("# Upload tips\n\nKeep it *short* and **bright**; see [the guide](https://blipstream.test/help).");

        $this->assertSame(
            "<h1>Upload tips</h1>\n<p>Keep it <em>short</em> and <strong>bright</strong>; see <a href=\"https://blipstream.test/help\">the guide</a>.</p>\n",
            $html,
        );
    }

    public function test_options_reach_the_renderer_through_the_configuration(): void
    {
        $this->assertSame("<p>hi there</p>\n", Str::markdown('<b>hi</b> there', ['html_input' => 'strip']));
        $this->assertSame("<p>&lt;b&gt;hi&lt;/b&gt; there</p>\n", Str::markdown('<b>hi</b> there', ['html_input' => 'escape']));
        $this->assertSame("<p><a>click</a></p>\n", Str::markdown('[click](javascript:alert(1))', ['allow_unsafe_links' => false]));
    }

    public function test_extension_options_can_switch_emphasis_off(): void
    {
        $this->assertSame("<p>*plain* <strong>bold</strong></p>\n", Str::markdown('*plain* **bold**', ['commonmark' => ['enable_em' => false]]));
    }

    public function test_inline_markdown_renders_without_a_paragraph(): void
    {
        $this->assertSame("<em>new</em> blip\n", Str::inlineMarkdown('_new_ blip'));
    }

    public function test_an_invalid_option_is_reported_as_a_configuration_error(): void
    {
        try {
            // HTML in the text, since the options are checked when the renderer reads them.
            Str::markdown('<b>hi</b> there', ['html_input' => 'sometimes']);
            $this->fail('An invalid option was accepted.');
        } catch (ValidationException $e) {
            $this->assertInstanceOf(ConfigurationExceptionInterface::class, $e);
            $this->assertStringContainsString('html_input', $e->getMessage());
        }
    }
}
