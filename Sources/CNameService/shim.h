#ifndef ICONPICKER_CNAMESERVICE_SHIM_H
#define ICONPICKER_CNAMESERVICE_SHIM_H

#include <nss.h>
#include <sys/auxv.h>

/// In a statically linked executable (no program interpreter: AT_BASE is 0), makes user and group
/// look-ups read /etc/passwd and /etc/group only. Foundation looks users up (the home folder, file
/// owners' names in FileManager's attributes), and when /etc/passwd does not know a user glibc goes
/// on to the next source in /etc/nsswitch.conf (Debian: `systemd`) by dlopen-ing libnss_systemd,
/// which in a static program brings a second libc and crashed (an unknown uid, or a file owned by
/// one). With `files` only, such a user is simply not found, as Foundation expects. Reads
/// /etc/nsswitch.conf once. Nothing changes in a dynamically linked executable.
static inline void cns_use_files_only_when_static(void) {
    if (getauxval(AT_BASE) != 0) return;
    __nss_configure_lookup("passwd", "files");
    __nss_configure_lookup("group", "files");
}

#endif
