<!DOCTYPE html>
<html>
<body>
    @inertia('custom-id')
</body>
</html>
