<?php

namespace Tests\Feature\Settings;

use App\Enums\Gender;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\DataProvider;
use Tests\TestCase;

class AudienceAndTimezoneTest extends TestCase
{
    use RefreshDatabase;

    public function test_settings_privacy_shows_what_is_shared_and_the_choices(): void
    {
        $user = User::factory()->create();
        $user->forceFill(['birth_year' => 1990, 'gender' => 'female', 'country' => 'JP'])->save();

        $this->actingAs($user)->get('/settings/privacy')->assertInertia(fn (Assert $page) => $page
            ->where('audience', ['birth_year' => 1990, 'gender' => 'female', 'country' => 'JP'])
            ->has('genders', 3)
            ->where('countries', fn ($countries) => collect($countries)->contains(['code' => 'JP', 'name' => 'Japan'])));
    }

    public function test_a_viewer_shares_and_later_withdraws_their_audience_details(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->put('/profile/audience', ['birth_year' => '1990', 'gender' => 'non-binary', 'country' => 'KE'])
            ->assertSessionHasNoErrors()
            ->assertRedirect('/settings/privacy')
            ->assertSessionHas('status', 'audience-updated');
        $user->refresh();
        $this->assertSame([1990, Gender::NonBinary, 'KE'], [$user->birth_year, $user->gender, $user->country]);

        $this->actingAs($user)->put('/profile/audience', ['birth_year' => '', 'gender' => null, 'country' => ''])->assertSessionHasNoErrors();
        $user->refresh();
        $this->assertSame([null, null, null], [$user->birth_year, $user->gender, $user->country]);
    }

    /**
     * @return array<string, array{array<string, mixed>, string}>
     */
    public static function badAudiences(): array
    {
        return [
            'a year too recent' => [['birth_year' => (int) date('Y') - 5], 'birth_year'],
            'a year too old' => [['birth_year' => 1800], 'birth_year'],
            'a year as a list' => [['birth_year' => ['1990']], 'birth_year'],
            'a huge year' => [['birth_year' => '99999999999999999999'], 'birth_year'],
            'an unknown gender' => [['gender' => 'robot'], 'gender'],
            'a gender as a list' => [['gender' => ['female']], 'gender'],
            'an unknown country' => [['country' => 'XX'], 'country'],
            'a lowercase country' => [['country' => 'jp'], 'country'],
            'a country as a list' => [['country' => ['JP']], 'country'],
        ];
    }

    /**
     * @param  array<string, mixed>  $payload
     */
    #[DataProvider('badAudiences')]
    public function test_bad_audience_details_are_refused_on_their_field_and_change_nothing(array $payload, string $field): void
    {
        $user = User::factory()->create();
        $user->forceFill(['birth_year' => 1980, 'gender' => 'male', 'country' => 'DE'])->save();

        $this->actingAs($user)->put('/profile/audience', ['birth_year' => 1980, 'gender' => 'male', 'country' => 'DE', ...$payload])
            ->assertSessionHasErrors($field);

        $user->refresh();
        $this->assertSame([1980, Gender::Male, 'DE'], [$user->birth_year, $user->gender, $user->country]);
    }

    public function test_the_browser_reports_its_time_zone(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->from('/studio/analytics')->put('/profile/timezone', ['timezone' => 'Asia/Tokyo'])
            ->assertRedirect('/studio/analytics');

        $this->assertSame('Asia/Tokyo', $user->fresh()?->timezone);
    }

    public function test_an_unknown_time_zone_is_refused_and_changes_nothing(): void
    {
        $user = User::factory()->create();

        foreach (['Mars/Olympus', ['Asia/Tokyo'], str_repeat('a', 100), ''] as $timezone) {
            $this->actingAs($user)->put('/profile/timezone', ['timezone' => $timezone])->assertSessionHasErrors('timezone');
        }

        $this->assertNull($user->fresh()?->timezone);
    }

    public function test_a_guest_cannot_set_either(): void
    {
        $this->put('/profile/audience', ['gender' => 'female'])->assertRedirect('/login');
        $this->put('/profile/timezone', ['timezone' => 'UTC'])->assertRedirect('/login');
    }
}
