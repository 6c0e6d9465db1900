<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('channels', function (Blueprint $table) {
            // The channels the owner features on their page: a short ordered list of ids.
            $table->json('featured_channels')->nullable();
            $table->string('contact_email', 254)->nullable();
        });

        // An old handle keeps leading to its channel for a while after a change, then is free again.
        Schema::create('channel_handle_redirects', function (Blueprint $table) {
            $table->id();
            $table->string('old_handle', 40)->unique();
            $table->foreignId('channel_id')->constrained()->cascadeOnDelete();
            $table->timestamp('expires_at')->index();
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('channel_handle_redirects');

        Schema::table('channels', function (Blueprint $table) {
            $table->dropColumn(['featured_channels', 'contact_email']);
        });
    }
};
