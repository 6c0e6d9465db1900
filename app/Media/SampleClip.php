<?php

namespace App\Media;

/**
 * A synthetic clip for sample data and tests: one of ffmpeg's generated pictures (test
 * patterns, fractals, cellular automata, gradients, plasma…) with a caption and a tone.
 * The costly generators draw at a fraction of the frame and are scaled up, so a minute of
 * 720p stays a few seconds of CPU.
 */
final readonly class SampleClip
{
    public const PATTERNS = ['testsrc2', 'smptebars', 'color', 'mandelbrot', 'plasma', 'gradients', 'life', 'cellauto', 'bokeh'];

    /**
     * @param  'testsrc2'|'smptebars'|'color'|'mandelbrot'|'plasma'|'gradients'|'life'|'cellauto'|'bokeh'  $pattern
     * @param  int  $hue  degrees the colours of the test patterns and the bokeh are turned by
     * @param  string  $colour  main colour of the picture, as #rrggbb
     * @param  string  $accent  second colour of the gradients, life, cellauto and bokeh pictures
     * @param  int  $variant  picks among a pattern's looks (gradient type, automaton rule, seeds)
     * @param  float  $hiss  amplitude (0–1) of pink noise under the tone, as a recording's noise
     *                       floor: encoders treat a pure tone unlike any real soundtrack
     */
    public function __construct(
        public string $name,
        public int $width,
        public int $height,
        public int $seconds,
        public string $pattern = 'testsrc2',
        public int $hue = 0,
        public string $colour = '#1d4ed8',
        public string $caption = '',
        public int $toneHz = 440,
        public int $fps = 24,
        public string $accent = '#f59e0b',
        public int $variant = 0,
        public float $hiss = 0.0,
    ) {
    }

    public function isVertical(): bool
    {
        return $this->height > $this->width;
    }

    /** The same clip drawn at another size, e.g. a thumbnail-sized one for a test. */
    public function resized(int $width, int $height): self
    {
        return new self(
            $this->name, $width, $height, $this->seconds, $this->pattern, $this->hue, $this->colour,
            $this->caption, $this->toneHz, $this->fps, $this->accent, $this->variant, $this->hiss,
        );
    }

    /**
     * The lavfi graph of the picture: $width×$height at $fps, $seconds long, no caption.
     */
    public function videoSource(): string
    {
        [$w, $h, $r, $s] = [$this->width, $this->height, $this->fps, $this->seconds];
        $size = "{$w}x{$h}";
        $small = fn (int $divisor) => max(8, intdiv($w, $divisor)).'x'.max(8, intdiv($h, $divisor));
        // Filters work on the small picture; scaling up converts to the encoder's format in the same pass.
        $smooth = "scale={$w}:{$h}:flags=bicubic,format=yuv420p";
        $blocky = "scale={$w}:{$h}:flags=neighbor,format=yuv420p";
        $colour = $this->hex($this->colour);
        $accent = $this->hex($this->accent);
        // A full turn of the colour wheel over the clip: the picture keeps changing.
        $turning = "hue=H=2*PI*t/{$s}+{$this->hue}*PI/180:s=2";
        // Automata step at half the frame rate: calmer to watch, and a repeated frame costs the encoder nothing.
        $steps = max(1, intdiv($r, 2));

        $picture = match ($this->pattern) {
            'smptebars' => "smptehdbars=size={$size}:rate={$r},zoompan=z='1+0.25*on/({$s}*{$r})':d=1:s={$size}:fps={$r},hue=h={$this->hue}",
            'color' => "color=c={$this->colour}:size={$size}:rate={$r}",
            // Slowly into the seahorse valley; few iterations keep it cheap and colourful.
            'mandelbrot' => "mandelbrot=size={$small(3)}:rate={$r}:maxiter=128:start_scale=2.5:end_scale=0.05:end_pts=".($s * $r).":inner=period,{$smooth}",
            // Three interfering waves, one per primary: the colours drift by themselves.
            'plasma' => "color=size={$small(16)}:rate={$r},"
                ."geq=r='128+90*sin(X/W*5+T*0.5)*cos(Y/H*4-T*0.3)':g='128+80*sin(Y/H*7+T*0.4+{$this->variant})':b='150+90*sin((X/W+Y/H)*4-T*0.35)',"
                .$smooth,
            'gradients' => "gradients=size={$small(8)}:rate={$r}:c0={$colour}:c1={$accent}:c2=0x0f172a:n=3"
                .':type='.['spiral', 'radial', 'circular', 'linear'][$this->variant % 4].":speed=0.012:seed={$this->variant},{$smooth}",
            'life' => "life=size={$small(8)}:rate={$steps}:mold=8:ratio=0.3:seed={$this->variant}"
                .":life_color={$this->accent}:death_color=#0b132b:mold_color={$this->colour},fps={$r},{$blocky}",
            'cellauto' => "cellauto=size={$small(4)}:rate={$steps}:rule=".[90, 30, 110, 150][$this->variant % 4]
                .":scroll=1:random_fill_ratio=0.02:random_seed={$this->variant}:full=1,format=rgb24,"
                .$this->twoColours($this->colour, $this->accent).",fps={$r},{$blocky}",
            'bokeh' => "color=c={$this->colour}:size={$small(40)}:rate={$r},noise=alls=100:allf=u,gblur=sigma=0.8,{$turning},{$smooth},"
                ."zoompan=z='1.15+0.1*sin(on/150)':x='iw/2-(iw/zoom/2)+60*sin(on/110)':y='ih/2-(ih/zoom/2)+30*cos(on/90)':d=1:s={$size}:fps={$r}",
            default => "testsrc2=size={$size}:rate={$r},hue=h={$this->hue}",
        };

        return "{$picture},trim=duration={$s},setpts=PTS-STARTPTS";
    }

    /**
     * The lavfi graph of the sound: the clip's tone and its fifth, swelling gently, over pink
     * noise when the clip has hiss.
     */
    public function audioSource(): string
    {
        $root = $this->toneHz;
        $fifth = $root * 3 / 2;
        $chord = "aevalsrc='(0.10*sin(2*PI*{$root}*t)+0.06*sin(2*PI*{$fifth}*t))*(0.7+0.3*sin(2*PI*t/4))'"
            .":sample_rate=48000:duration={$this->seconds}";
        if ($this->hiss <= 0) {
            return $chord;
        }

        return sprintf(
            '%s[chord];anoisesrc=duration=%d:color=pink:sample_rate=48000:amplitude=%.4F[hiss];[chord][hiss]amix=inputs=2:normalize=0[out0]',
            $chord, $this->seconds, $this->hiss,
        );
    }

    private function hex(string $colour): string
    {
        return '0x'.ltrim($colour, '#');
    }

    /** Maps the black and white of a cellular automaton to two colours. */
    private function twoColours(string $off, string $on): string
    {
        [$offRgb, $onRgb] = [sscanf($off, '#%02x%02x%02x') ?? [0, 0, 0], sscanf($on, '#%02x%02x%02x') ?? [255, 255, 255]];
        $channels = [];
        foreach (['r', 'g', 'b'] as $i => $channel) {
            $channels[] = "{$channel}='if(gt(val\\,128)\\,{$onRgb[$i]}\\,{$offRgb[$i]})'";
        }

        return 'lutrgb='.implode(':', $channels);
    }
}
