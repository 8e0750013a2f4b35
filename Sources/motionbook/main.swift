import Foundation
import MotionbookCLI

exit(MotionbookCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
