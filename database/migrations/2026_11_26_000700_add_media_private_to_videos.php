<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            // Where an upload's own media lives: true on the private disk (served through an
            // authorizing route), false on the public one; null for the sample catalogue's
            // shared media, which never moves.
            $table->boolean('media_private')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('videos', function (Blueprint $table) {
            $table->dropColumn('media_private');
        });
    }
};
