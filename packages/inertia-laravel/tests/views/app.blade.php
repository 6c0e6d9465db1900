<!DOCTYPE html>
<html>
<head>
    <title>inertia test</title>
    @inertiaHead
</head>
<body>
    @inertia
</body>
</html>
