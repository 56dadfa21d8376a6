import StackTraceCLI
import StackTraceFormats
import StackTraceGolden
import StackTraceIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A thin executable over the testable CLI type: arguments in, exit code out.
let output = ByteSink.standardOutput()
let errors = ByteSink.standardError()
var cli = CLI(arguments: PathText.commandLineArguments(), environment: .current())
cli.endsProcess = true
let code = cli.run(output: output, errors: errors)
exit(code)
