#ifndef ICONPICKER_CSPAWN_SHIM_H
#define ICONPICKER_CSPAWN_SHIM_H

#include <spawn.h>

// Declared in <spawn.h> only under _GNU_SOURCE-style feature macros, which the Glibc module is not
// built with. Closes every descriptor from `from` up in the child, before it runs anything: the SVG
// helper inherits none of iconpicker's files (a file being written, the terminal), so none is held
// open for as long as the helper lives.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// pipe2 (hidden the same way): the helper's standard error is a pipe made close-on-exec and
// non-blocking at once, so no other child started meanwhile inherits it.
extern int pipe2(int fds[2], int flags);

#endif
