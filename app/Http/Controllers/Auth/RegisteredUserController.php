<?php

namespace App\Http\Controllers\Auth;

use App\Actions\MergeGuestLibrary;
use App\Http\Controllers\Controller;
use App\Http\Requests\Auth\RegisterRequest;
use App\Models\User;
use Illuminate\Auth\Events\Registered;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Auth;
use Inertia\Inertia;
use Inertia\Response;

class RegisteredUserController extends Controller
{
    public function create(): Response
    {
        return Inertia::render('Auth/Register');
    }

    public function store(RegisterRequest $request): RedirectResponse
    {
        $user = User::query()->create($request->safe()->only(['name', 'email', 'password']));

        event(new Registered($user));

        Auth::login($user);
        app(MergeGuestLibrary::class)->handle($user, $request->input('guest_library'));
        $request->session()->regenerate();

        return redirect()->intended(route('home', absolute: false));
    }
}
