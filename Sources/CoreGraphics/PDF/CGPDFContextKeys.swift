import Foundation

// The keys of a PDF context's auxiliary-information and page dictionaries that this Core
// Graphics acts on. Values are Apple's, so dictionaries built from either spelling agree;
// each reads as a fresh string (an immutable `NSString` cannot be a shared global here).

/// The document's title (a string).
public var kCGPDFContextTitle: CFString { "kCGPDFContextTitle" }
/// The document's author (a string).
public var kCGPDFContextAuthor: CFString { "kCGPDFContextAuthor" }
/// The document's subject (a string).
public var kCGPDFContextSubject: CFString { "kCGPDFContextSubject" }
/// The document's keywords (a string, or an array of strings).
public var kCGPDFContextKeywords: CFString { "kCGPDFContextKeywords" }
/// The application that made the document (a string).
public var kCGPDFContextCreator: CFString { "kCGPDFContextCreator" }
/// A page's media box: data holding one `CGRect` by value (`CFData`), or a `CGRect`.
public var kCGPDFContextMediaBox: CFString { "MediaBox" }
