import ImageDecoding

#if canImport(Glibc)
import Glibc
#endif

// iconpicker-svg: draws SVG layers for iconpicker, which starts it on its first SVG and talks to it
// over a socket on standard input and output (ImageDecoding's SVGHelperServer). It is a separate,
// dynamically linked program because librsvg is loaded with dlopen, which the fully static iconpicker
// cannot do, and so that librsvg's parsing of untrusted SVG runs outside the process that owns the
// terminal. It is not meant to be run by hand.
if isatty(STDIN_FILENO) != 0 {
    let message = "iconpicker-svg draws SVG layers for iconpicker, which starts it; it is not run by hand.\n"
    _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}
exit(SVGHelperServer.serve())
