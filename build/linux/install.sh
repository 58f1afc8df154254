#!/usr/bin/env sh
# Put the built one-folder app into the desktop's menu (freedesktop.org: GNOME, KDE, Xfce, ...).
#
#   build/linux/install.sh [--prefix DIR] [--uninstall] [APP_DIR]
#
# APP_DIR is the one-folder build (default: dist/GinRummy, made by `make app`). Installs for the
# current user under ~/.local (use --prefix /usr/local as root for everyone):
#   DIR/lib/ginrummy-desktop/                    the app folder (GinRummy and _internal/)
#   DIR/bin/GinRummy                             a link to the executable
#   DIR/share/applications/ginrummy-desktop.desktop
#   DIR/share/icons/hicolor/<N>x<N>/apps/ginrummy-desktop.png, scalable/apps/...svg
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
top="$(cd "$here/../.." && pwd)"
prefix="${HOME}/.local"
uninstall=0
app_dir="$top/dist/GinRummy"
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) app_dir="$1"; shift ;;
    esac
done
name=ginrummy-desktop
lib="$prefix/lib/$name"
apps="$prefix/share/applications"
icons="$prefix/share/icons/hicolor"
sizes="16 32 48 64 128 256 512"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
}

if [ "$uninstall" = 1 ]; then
    rm -rf "$lib"
    rm -f "$prefix/bin/GinRummy" "$apps/$name.desktop" "$icons/scalable/apps/$name.svg"
    for n in $sizes; do rm -f "$icons/${n}x${n}/apps/$name.png"; done
    refresh
    echo "removed Gin Rommé from $prefix"
    exit 0
fi

[ -x "$app_dir/GinRummy" ] || { echo "no app in $app_dir: build it first with 'make app'" >&2; exit 1; }
mkdir -p "$prefix/lib" "$prefix/bin" "$apps" "$icons/scalable/apps"
rm -rf "$lib.new" && cp -R "$app_dir" "$lib.new" && rm -rf "$lib" && mv "$lib.new" "$lib"
ln -sf "$lib/GinRummy" "$prefix/bin/GinRummy"
for n in $sizes; do
    mkdir -p "$icons/${n}x${n}/apps"
    cp "$top/assets/icon/icon-$n.png" "$icons/${n}x${n}/apps/$name.png"
done
cp "$top/assets/icon/icon.svg" "$icons/scalable/apps/$name.svg"
# Exec with the absolute path: ~/.local/bin is not on every desktop session's PATH
sed "s|^Exec=.*|Exec=\"$lib/GinRummy\"|" "$here/$name.desktop" > "$apps/$name.desktop"
chmod 644 "$apps/$name.desktop"
refresh
echo "installed Gin Rommé: $lib/GinRummy; menu entry $apps/$name.desktop"
