import ImageDecoding

#if canImport(Glibc)
import Glibc
#endif

// iconpicker-svg: draws SVG layers for iconpicker, which starts it on its first SVG and talks to it
// over a socket on standard input and output (ImageDecoding's SVGHelperServer). It is a separate,
// dynamically linked program because librsvg is loaded with dlopen, which the fully static iconpicker
// cannot do, and so that librsvg's parsing of untrusted SVG runs outside the process that owns the
// terminal. It is not meant to be run by hand: iconpicker starts it with no arguments, so any
// argument is a person asking what it is (`--help`: the usage on stdout; anything else: on stderr, 2).
let usage = """
    usage: iconpicker-svg

    Draws the SVG layers of Icon Composer icons for iconpicker, which starts it when it first meets
    an SVG and talks to it over standard input and output; it is not run by hand. iconpicker looks
    for it beside its own executable, or where $\(SVGHelperClient.environmentVariable) says. It needs
    librsvg (Debian: librsvg2-2) only when it draws.

    """

func say(_ text: String, to descriptor: Int32) {
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
}

let arguments = CommandLine.arguments.dropFirst()
if let first = arguments.first {
    let asksForHelp = arguments.count == 1 && (first == "--help" || first == "-h" || first == "help")
    say(asksForHelp ? usage : "iconpicker-svg: takes no arguments.\n\n" + usage, to: asksForHelp ? STDOUT_FILENO : STDERR_FILENO)
    exit(asksForHelp ? 0 : 2)
}
if isatty(STDIN_FILENO) != 0 {
    say("iconpicker-svg draws SVG layers for iconpicker, which starts it; it is not run by hand (--help says more).\n", to: STDERR_FILENO)
    exit(2)
}
exit(SVGHelperServer.serve())
